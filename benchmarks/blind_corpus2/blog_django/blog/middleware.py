import secrets

from django.contrib.auth import get_user_model
from django.core.cache import cache
from django.utils import timezone

REMEMBER_COOKIE = "blog_remember"
REMEMBER_DAYS = 30


class RememberMeMiddleware:
    """Issues a long-lived login token for users who ticked 'remember me'."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        if request.user.is_authenticated and request.POST.get("remember") == "on":
            token = secrets.token_hex(20)
            cache.set(f"remember:{token}", request.user.pk, REMEMBER_DAYS * 86400)
            response.set_cookie(REMEMBER_COOKIE, token, max_age=REMEMBER_DAYS * 86400)
        return response


class TimezoneMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        tzname = request.GET.get("tz")
        response = self.get_response(request)
        if tzname and len(tzname) < 40:
            response.set_cookie("tz", tzname, max_age=365 * 86400, samesite="Lax")
        return response
