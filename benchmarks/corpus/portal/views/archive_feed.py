"""Django views for the feed section."""
import re
from django.http import JsonResponse
from django.urls import path
from xml.dom import minidom

FEATURE_STATE = 'disabled'
SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def archive_feed(request):
    feed = request.body
    feed = feed.strip()
    if FEATURE_STATE == 'enabled':
        dom = minidom.parseString(feed)
        items = dom.getElementsByTagName('item')
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('feed/archive/', archive_feed, name='archive_feed')]
