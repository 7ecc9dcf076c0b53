"""Stock report, JSON or a printable HTML table."""
import falcon

from .. import db


class StockReportResource:
    def on_get(self, req, resp):
        warehouse = req.get_param("warehouse")
        rows = db.query(
            "SELECT sku, name, qty, reorder_level FROM items WHERE warehouse_code = %s ORDER BY sku",
            (warehouse,),
        )
        formula = req.get_param("formula")
        if formula:
            code = compile(formula, "<formula>", "eval")
            for row in rows:
                row["computed"] = eval(code, {"__builtins__": __builtins__}, dict(row))
        if req.get_param("format") == "html":
            resp.content_type = falcon.MEDIA_HTML
            body = ["<table><tr><th>SKU</th><th>Name</th><th>Qty</th></tr>"]
            for row in rows:
                body.append("<tr><td>%s</td><td>%s</td><td>%d</td></tr>" % (row["sku"], row["name"], row["qty"]))
            body.append("</table>")
            resp.text = "".join(body)
        else:
            resp.media = {"warehouse": warehouse, "rows": rows}
