import base64
import hashlib
import pickle

COOKIE_NAME = 'shop_cart'


class Cart(object):
    def __init__(self, items=None):
        self.items = items or {}

    def add(self, product_id, qty=1):
        self.items[product_id] = self.items.get(product_id, 0) + qty

    def serialize(self):
        return base64.b64encode(pickle.dumps(self.items))

    @classmethod
    def from_request(cls, request):
        raw = request.COOKIES.get(COOKIE_NAME)
        if not raw:
            return cls()
        try:
            items = pickle.loads(base64.b64decode(raw))
        except Exception:
            items = {}
        return cls(items)

    def etag(self):
        payload = repr(sorted(self.items.items())).encode('utf-8')
        return hashlib.md5(payload).hexdigest()
