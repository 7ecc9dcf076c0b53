import base64
import pickle


def load_basket(request):
    raw = request.cookies.get("basket")
    if not raw:
        return []
    return pickle.loads(base64.urlsafe_b64decode(raw))


def dump_basket(items):
    return base64.urlsafe_b64encode(pickle.dumps(items)).decode()
