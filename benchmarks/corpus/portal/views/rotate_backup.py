"""Django views for the backup section."""
import re
from django.http import JsonResponse
from django.urls import path
from xml.dom import minidom

SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def rotate_backup(request):
    document = request.body
    dom = minidom.parseString(document)
    items = dom.getElementsByTagName('item')
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('backup/rotate/', rotate_backup, name='rotate_backup')]
