import hashlib
import hmac
from urllib.parse import urlsplit

from pyramid.httpexceptions import HTTPFound
from pyramid.security import forget, remember
from pyramid.view import view_config

from catalog.models import DBSession, User
from catalog.resources import Root


def hash_password(password):
    return hashlib.sha1(password.encode("utf-8")).hexdigest()


def check_password(user, password):
    return hmac.compare_digest(hash_password(password), user.password_hash or "")


def _local_only(request, target, default="/"):
    parts = urlsplit(target)
    if parts.scheme or parts.netloc or not target.startswith("/") or target.startswith("//") or "\\" in target:
        return default
    return target


@view_config(context=Root, name="login", request_method="POST")
def login(request):
    login_name = request.params.get("login", "")
    user = DBSession.query(User).filter_by(login=login_name).first()
    came_from = request.params.get("came_from", "/")
    if user is None or not check_password(user, request.params.get("password", "")):
        return HTTPFound(location=request.resource_url(request.root, "login-form", query={"failed": "1"}))
    headers = remember(request, user.id)
    return HTTPFound(location=came_from, headers=headers)


@view_config(context=Root, name="logout")
def logout(request):
    headers = forget(request)
    target = _local_only(request, request.params.get("next", "/"))
    return HTTPFound(location=target, headers=headers)


def etag_for(body):
    """Weak validator for cached JSON responses."""
    return 'W/"%s"' % hashlib.sha1(body).hexdigest()
