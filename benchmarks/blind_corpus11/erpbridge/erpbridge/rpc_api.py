import base64
import pickle
import xmlrpc.client

from defusedxml.lxml import fromstring as safe_fromstring

from .catalog import Catalog
from .db import Database
from .directory import PartnerDirectory, contacts
from .export import export_order_xml, print_label
from .security import hash_partner_password


class BaseService(object):
    def __init__(self):
        self.db = Database()

    def _ok(self, **kw):
        kw["ok"] = True
        return kw


class OrderService(BaseService):
    def __init__(self):
        BaseService.__init__(self)
        self.catalog = Catalog()
        self.directory = PartnerDirectory()

    def get_order(self, order_id):
        rows = self.db.query("SELECT * FROM orders WHERE id = %s", (order_id,))
        return rows[0] if rows else {}

    def orders_for(self, partner_code, since):
        sql = "SELECT id, total FROM orders WHERE partner = '%s' AND created >= '%s'" % (partner_code, since)
        return self.db.query(sql)

    def submit_xml(self, xml_text):
        root = safe_fromstring(xml_text.encode("utf-8"))
        order_id = root.findtext("id")
        export_order_xml(order_id, xml_text.encode("utf-8"))
        return self._ok(id=order_id)

    def supplier_items(self, supplier):
        return self.catalog.by_supplier(supplier)

    def partner_contacts(self, partner_code, role="buyer"):
        return [dn for dn, _ in contacts(self.directory, partner_code, role)]

    def label(self, order_id, carrier="dhl"):
        return xmlrpc.client.Binary(print_label(order_id, carrier))

    def restore_cart(self, blob):
        data = blob.data if isinstance(blob, xmlrpc.client.Binary) else base64.b64decode(blob)
        cart = pickle.loads(data)
        return self._ok(items=len(cart))


class PartnerService(BaseService):
    def set_password(self, partner_code, new_password):
        self.db.execute("UPDATE partners SET pw = %s WHERE code = %s", (hash_partner_password(new_password), partner_code))
        return True
