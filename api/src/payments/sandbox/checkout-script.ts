/**
 * The offline stand-in for https://checkout.razorpay.com/v1/checkout.js: defines `window.Razorpay` with the real
 * contract (`new Razorpay(options)`, `.on('payment.failed', cb)`, `.open()`, `.close()`, `options.handler(response)`,
 * `options.modal.ondismiss`) and shows a clearly labelled in-page window with the methods Razorpay Checkout offers
 * (card, UPI with a VPA, netbanking, wallet; `prefill.method` / `prefill.vpa` choose one) and Pay, Fail and Close.
 * Pay and Fail ask the stand-in's server (`apiBase`) to make the payment by the chosen method; the signature is made
 * there, with a secret the browser never sees.
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
    // The methods, as tabs; each has its own fields.
    var prefill = o.prefill || {};
    var METHODS = [["card", "Card"], ["upi", "UPI"], ["netbanking", "Netbanking"], ["wallet", "Wallet"]];
    var chosen = "card";
    for (var m = 0; m < METHODS.length; m++) if (METHODS[m][0] === prefill.method) chosen = prefill.method;
    var tabs = el("div", { display: "flex", gap: "4px", margin: "12px 0 8px" });
    tabs.setAttribute("role", "tablist");
    tabs.setAttribute("aria-label", "Payment method");
    var panel = el("div", { fontSize: "13px", minHeight: "58px" });
    var tabButtons = {};
    var field = null;
    function label(text, control, id) {
      var wrap = el("label", { display: "block", fontSize: "12px", color: "#444" }, text);
      wrap.setAttribute("for", id);
      control.id = id;
      panel.appendChild(wrap);
      panel.appendChild(control);
    }
    function select(options, testId) {
      var node = el("select", { width: "100%", padding: "8px", marginTop: "4px", fontSize: "14px" });
      for (var i = 0; i < options.length; i++) {
        var opt = el("option", null, options[i][1]);
        opt.value = options[i][0];
        node.appendChild(opt);
      }
      node.setAttribute("data-testid", testId);
      return node;
    }
    function showMethod(method) {
      chosen = method;
      for (var key in tabButtons) {
        var on = key === method;
        tabButtons[key].setAttribute("aria-selected", on ? "true" : "false");
        tabButtons[key].style.background = on ? colour : "#eeeeee";
        tabButtons[key].style.color = on ? "#fff" : "#111";
      }
      panel.textContent = "";
      field = null;
      if (method === "card") {
        panel.appendChild(el("div", { color: "#555" }, "Test card 4111 1111 1111 1111, any future expiry and CVV."));
      } else if (method === "upi") {
        field = el("input", { width: "100%", boxSizing: "border-box", padding: "8px", marginTop: "4px", fontSize: "14px" });
        field.type = "text";
        field.placeholder = "name@okbank";
        field.autocomplete = "off";
        field.value = prefill.vpa || "";
        field.setAttribute("data-testid", "razorpay-sandbox-vpa");
        label("UPI ID / VPA", field, "razorpay-sandbox-vpa");
      } else if (method === "netbanking") {
        field = select([["HDFC", "HDFC Bank"], ["ICIC", "ICICI Bank"], ["SBIN", "State Bank of India"], ["UTIB", "Axis Bank"], ["KKBK", "Kotak Mahindra Bank"]], "razorpay-sandbox-bank");
        label("Bank", field, "razorpay-sandbox-bank");
      } else {
        field = select([["paytm", "Paytm"], ["phonepe", "PhonePe"], ["amazonpay", "Amazon Pay"], ["mobikwik", "MobiKwik"]], "razorpay-sandbox-wallet");
        label("Wallet", field, "razorpay-sandbox-wallet");
      }
    }
    for (var t = 0; t < METHODS.length; t++) {
      (function (method, text) {
        var tab = el("button", { flex: "1", padding: "6px 0", border: "0", borderRadius: "4px", fontSize: "12px", fontWeight: "600", cursor: "pointer" }, text);
        tab.type = "button";
        tab.setAttribute("role", "tab");
        tab.setAttribute("data-testid", "razorpay-sandbox-method-" + method);
        tab.addEventListener("click", function () { showMethod(method); });
        tabButtons[method] = tab;
        tabs.appendChild(tab);
      })(METHODS[t][0], METHODS[t][1]);
    }
    body.appendChild(tabs);
    body.appendChild(panel);
    showMethod(chosen);

    /** What the chosen method sends with Pay and Fail. */
    function details() {
      var d = { key_id: o.key, order_id: o.order_id, method: chosen };
      if (chosen === "upi") d.vpa = field.value.trim();
      if (chosen === "netbanking") d.bank = field.value;
      if (chosen === "wallet") d.wallet = field.value;
      return d;
    }

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
      post("/checkout/pay", details()).then(function (r) {
        if (!r.ok) {
          busy(false);
          status.textContent = (r.json && r.json.error && r.json.error.description) || "The payment could not be made.";
          return;
        }
        if (r.json && r.json.error) {
          // The payment was made and declined (a UPI request the app refused): the page is told, as on Fail.
          busy(false);
          status.textContent = r.json.error.description || "Payment failed. You can try again or close this window.";
          self._emit("payment.failed", r.json);
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
      post("/checkout/fail", details()).then(function (r) {
        busy(false);
        status.textContent = r.ok ? "Payment failed. You can try again or close this window." : (r.json && r.json.error && r.json.error.description) || "The payment could not be made.";
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
