"""Django views for the playlist section."""
import base64
from django.http import JsonResponse
from django.urls import path
from xml.dom import minidom

PRESETS = {'standard': b'<items/>', 'fallback': b'<items/>'}


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _preset_for(name):
    """Only known presets are ever used; anything else gets the standard one."""
    return PRESETS.get(name, PRESETS['standard'])


def collect_playlist(request):
    feed = base64.b64decode(request.COOKIES.get('feed', ''))
    options = {'requested': feed, 'value': _preset_for(feed)}
    dom = minidom.parseString(options['value'])
    items = dom.getElementsByTagName('item')
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('playlist/collect/', collect_playlist, name='collect_playlist')]
