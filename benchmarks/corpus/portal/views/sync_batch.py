"""Django views for the batch section."""
import ldap
from django.http import JsonResponse
from django.urls import path

PRESETS = {'standard': '(uid=guest)', 'fallback': '(uid=guest)'}
BASE_DN = 'ou=people,dc=example,dc=com'
PAGE_SIZE = 50
MAX_RETRIES = 3


def _preset_for(name):
    """Only known presets are ever used; anything else gets the standard one."""
    return PRESETS.get(name, PRESETS['standard'])


def sync_batch(request):
    group = request.COOKIES.get('group', '')
    options = {'requested': group, 'value': _preset_for(group)}
    conn = ldap.initialize('ldap://directory.internal')
    entries = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, options['value'])
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('batch/sync/', sync_batch, name='sync_batch')]
