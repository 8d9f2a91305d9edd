/**
 * The offline stand-in for https://checkout.razorpay.com/v1/checkout.js: defines `window.Razorpay` with the real
 * contract (`new Razorpay(options)`, `.on('payment.failed', cb)`, `.open()`, `.close()`, `options.handler(response)`,
 * `options.modal.ondismiss`) and shows a clearly labelled in-page window with Pay, Fail and Close.
 * Pay and Fail ask the stand-in's server (`apiBase`) to make the payment; the signature is made there, with a
 * secret the browser never sees.
 */
export function sandboxCheckoutScript(apiBase: string): string {
  return `/* Razorpay sandbox checkout: an offline stand-in, no real money. */
(function () {
  "use strict";
  var API = ${JSON.stringify(apiBase.replace(/\/+$/, ""))};

  function formatAmount(paise, currency) {
    var value = (Number(paise) || 0) / 100;
    var text = value.toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return (currency === "INR" || !currency ? "\\u20b9" : currency + " ") + text;
  }

  function post(path, body) {
    return fetch(API + path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      credentials: "same-origin",
      body: JSON.stringify(body)
    }).then(function (res) {
      return res.json().then(function (json) { return { ok: res.ok, json: json }; });
    });
  }

  function el(tag, style, text) {
    var node = document.createElement(tag);
    if (style) for (var key in style) node.style[key] = style[key];
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || typeof options !== "object") throw new Error("Razorpay: options are required");
    if (!options.key) throw new Error("Razorpay: the key option is required");
    if (!options.order_id) throw new Error("Razorpay: the order_id option is required");
    this.options = options;
    this._handlers = {};
    this._root = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    if (typeof callback === "function") (this._handlers[event] = this._handlers[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype._emit = function (event, payload) {
    var list = this._handlers[event] || [];
    for (var i = 0; i < list.length; i++) {
      try { list[i](payload); } catch (e) { setTimeout(function () { throw e; }); }
    }
  };

  Razorpay.prototype.close = function () {
    if (this._root && this._root.parentNode) this._root.parentNode.removeChild(this._root);
    this._root = null;
  };

  Razorpay.prototype.open = function () {
    var self = this;
    var o = self.options;
    if (self._root) return self;
    var colour = (o.theme && o.theme.color) || "#1565c0";

    var overlay = el("div", { position: "fixed", inset: "0", background: "rgba(0,0,0,0.55)", zIndex: "2147483000", display: "flex", alignItems: "center", justifyContent: "center", fontFamily: "system-ui, sans-serif" });
    overlay.setAttribute("data-testid", "razorpay-sandbox");
    var box = el("div", { background: "#fff", color: "#111", borderRadius: "10px", width: "min(92vw, 380px)", boxShadow: "0 10px 40px rgba(0,0,0,0.4)", overflow: "hidden" });
    box.setAttribute("role", "dialog");
    box.setAttribute("aria-modal", "true");
    box.setAttribute("aria-labelledby", "razorpay-sandbox-title");

    var banner = el("div", { background: "#b71c1c", color: "#fff", padding: "8px 16px", fontWeight: "700", fontSize: "14px", letterSpacing: "0.02em" }, "Razorpay sandbox \\u2014 no real money");
    banner.id = "razorpay-sandbox-title";
    var body = el("div", { padding: "16px" });
    body.appendChild(el("div", { fontSize: "16px", fontWeight: "600" }, o.name || "Checkout"));
    if (o.description) body.appendChild(el("div", { fontSize: "13px", color: "#555", marginTop: "2px" }, o.description));
    var amount = el("div", { fontSize: "28px", fontWeight: "700", margin: "14px 0 4px" }, formatAmount(o.amount, o.currency));
    amount.setAttribute("data-testid", "razorpay-sandbox-amount");
    body.appendChild(amount);
    body.appendChild(el("div", { fontSize: "12px", color: "#777" }, "Order " + o.order_id));
    var status = el("div", { minHeight: "20px", fontSize: "13px", margin: "12px 0 0", color: "#b71c1c" });
    status.setAttribute("role", "status");
    body.appendChild(status);

    var buttons = el("div", { display: "flex", gap: "8px", padding: "0 16px 16px" });
    function button(label, testId, background, fg) {
      var b = el("button", { flex: "1", padding: "10px 0", border: "0", borderRadius: "6px", background: background, color: fg, fontSize: "14px", fontWeight: "600", cursor: "pointer" }, label);
      b.type = "button";
      b.setAttribute("data-testid", testId);
      buttons.appendChild(b);
      return b;
    }
    var pay = button("Pay", "razorpay-sandbox-pay", colour, "#fff");
    var fail = button("Fail", "razorpay-sandbox-fail", "#eeeeee", "#b71c1c");
    var close = button("Close", "razorpay-sandbox-close", "#eeeeee", "#111");

    function busy(on) { pay.disabled = on; fail.disabled = on; close.disabled = on; }

    pay.addEventListener("click", function () {
      busy(true);
      status.textContent = "Processing\\u2026";
      post("/checkout/pay", { key_id: o.key, order_id: o.order_id }).then(function (r) {
        if (!r.ok) {
          busy(false);
          status.textContent = (r.json && r.json.error && r.json.error.description) || "The payment could not be made.";
          return;
        }
        self.close();
        if (typeof o.handler === "function") o.handler(r.json);
      }, function () {
        busy(false);
        status.textContent = "The sandbox could not be reached.";
      });
    });

    fail.addEventListener("click", function () {
      busy(true);
      post("/checkout/fail", { key_id: o.key, order_id: o.order_id }).then(function (r) {
        busy(false);
        status.textContent = "Payment failed. You can try again or close this window.";
        if (r.json && r.json.error) self._emit("payment.failed", r.json);
      }, function () {
        busy(false);
        status.textContent = "The sandbox could not be reached.";
      });
    });

    close.addEventListener("click", function () {
      self.close();
      if (o.modal && typeof o.modal.ondismiss === "function") o.modal.ondismiss();
    });

    box.appendChild(banner);
    box.appendChild(body);
    box.appendChild(buttons);
    overlay.appendChild(box);
    document.body.appendChild(overlay);
    self._root = overlay;
    pay.focus();
    return self;
  };

  window.Razorpay = Razorpay;
})();
`;
}
