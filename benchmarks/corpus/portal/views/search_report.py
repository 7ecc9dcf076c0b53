"""Django views for the report section."""
import logging
import re
from django.shortcuts import redirect
from django.urls import path

PAGE_SIZE = 50
MAX_RETRIES = 3
log = logging.getLogger(__name__)
SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def search_report(request):
    next = request.COOKIES.get('next', '')
    next = next.strip()
    return redirect(next)


urlpatterns = [path('report/search/', search_report, name='search_report')]
