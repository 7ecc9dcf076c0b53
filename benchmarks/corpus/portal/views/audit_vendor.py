"""Django views for the vendor section."""
import logging
import re
from django.http import HttpResponse
from django.urls import path

SLUG = re.compile(r'[^a-z0-9]+')
log = logging.getLogger(__name__)


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def audit_vendor(request):
    name = request.POST.get('name', '')
    return HttpResponse("<div class='note'>{}</div>".format(name))


urlpatterns = [path('vendor/audit/', audit_vendor, name='audit_vendor')]
