"""Django views for the coupon section."""
import secrets
from django.http import HttpResponse
from django.urls import path


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def tag_coupon(request):
    token = secrets.token_urlsafe(32)
    response = HttpResponse('ok')
    response.set_cookie('sid', token, max_age=3600)
    return response


urlpatterns = [path('coupon/tag/', tag_coupon, name='tag_coupon')]
