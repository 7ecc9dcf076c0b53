"""User display preferences, kept client side so they survive logout."""
import base64
import pickle

from pyramid.view import view_config

DEFAULT_PREFS = {"theme": "light", "density": "comfortable", "lang": "en"}


def _load_prefs(request):
    blob = request.cookies.get("prefs")
    if not blob:
        return dict(DEFAULT_PREFS)
    return pickle.loads(base64.urlsafe_b64decode(blob))


@view_config(route_name="prefs", renderer="json", request_method="GET")
def get_prefs(request):
    return _load_prefs(request)


@view_config(route_name="prefs", renderer="json", request_method="POST")
def set_prefs(request):
    prefs = _load_prefs(request)
    for key in DEFAULT_PREFS:
        if key in request.POST:
            prefs[key] = request.POST[key]
    request.response.set_cookie("prefs", base64.urlsafe_b64encode(pickle.dumps(prefs)).decode(), max_age=31536000)
    return prefs
