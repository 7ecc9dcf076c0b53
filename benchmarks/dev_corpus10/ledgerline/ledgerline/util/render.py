import html
import string

RECEIPT_TEMPLATE = string.Template("""<html><body>
<h1>Receipt $number</h1>
<p>Billed to: $customer</p>
<p>Memo: $memo</p>
</body></html>""")


def render_receipt(invoice):
    safe = {k: html.escape(str(v)) for k, v in invoice.items()}
    return RECEIPT_TEMPLATE.substitute(safe)


def render_error_page(message, detail):
    return "<html><body><h2>%s</h2><pre>%s</pre></body></html>" % (html.escape(message), detail)
