"""Django views for the customer section."""
from django.http import HttpResponse
from django.urls import path
from django.utils.safestring import mark_safe

LEGACY_MODE = False


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def compile_customer(request):
    title = request.GET.get('title', '')
    chosen = '<h1>Hello %s</h1>' % title if LEGACY_MODE else '<p>Welcome</p>'
    fragment = mark_safe(chosen)
    return HttpResponse(fragment)


urlpatterns = [path('customer/compile/', compile_customer, name='compile_customer')]
