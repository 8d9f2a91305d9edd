import PDFDocument from "pdfkit";
import { createWriteStream } from "node:fs";
const doc = new PDFDocument();
doc.pipe(createWriteStream("/tmp/t24.pdf"));
doc.registerFont("R", "node_modules/@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf");
doc.font("R").fontSize(12).text("राम कुमार, प्रिया शर्मा — ₹1,198.00 Total: Rupees One Thousand");
doc.text("सुनीता वर्मा, 12 एमजी रोड");
doc.end();
