from xml.sax.saxutils import escape

from lxml import etree

from ..base import BaseHandler, SoapFault

ORD_NS = "urn:example:partner:orders:v2"
CATALOG = etree.parse("/etc/soapbridge/catalog.xml")
PRICE_OF = etree.XPath("//Item[@sku=$sku]/@price_cents")


def q(tag):
    return "{%s}%s" % (ORD_NS, tag)


class SubmitOrderHandler(BaseHandler):
    action = "SubmitOrder"

    def _price(self, sku):
        found = PRICE_OF(CATALOG, sku=sku)
        if not found:
            raise SoapFault("Client", "unknown SKU %s" % sku)
        return int(found[0])

    def _is_orderable(self, sku):
        item = CATALOG.xpath("//Item[@sku='%s' and not(@discontinued)]" % sku)
        return bool(item)

    def handle(self, payload):
        ref = payload.findtext(q("OrderRef"))
        customer = payload.findtext(q("CustomerName")) or ""
        lines = []
        for line in payload.iter(q("Line")):
            sku = line.get("sku", "")
            if not self._is_orderable(sku):
                raise SoapFault("Client", "SKU %s cannot be ordered" % sku)
            lines.append({"sku": sku, "qty": int(line.get("qty", "1")), "price_cents": self._price(sku)})
        order_id = self.store.insert_order(self.partner, ref, customer, lines)
        return '<SubmitOrderResponse xmlns="%s"><OrderId>%d</OrderId></SubmitOrderResponse>' % (ORD_NS, order_id)


class OrderStatusHandler(BaseHandler):
    action = "GetOrderStatus"

    def handle(self, payload):
        row = self.store.order_by_ref(payload.findtext(q("OrderRef")) or "", self.partner)
        if row is None:
            raise SoapFault("Client", "no such order")
        return '<GetOrderStatusResponse xmlns="%s"><Status>%s</Status></GetOrderStatusResponse>' % (
            ORD_NS, escape(row["status"]))
