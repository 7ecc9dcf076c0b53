"""Django views for the member section."""
import ldap
import logging
from django.http import JsonResponse
from django.urls import path

DEFAULT_GROUP = 'guest'
BASE_DN = 'ou=people,dc=example,dc=com'
log = logging.getLogger(__name__)


def tag_member(request):
    group = request.POST.get('group', '')
    logging.getLogger(__name__).info('ignoring requested group %s', group)
    group = DEFAULT_GROUP
    pieces = []
    pieces.append('(&(objectClass=person)(mail=')
    pieces.append(group)
    pieces.append('))')
    conn = ldap.initialize('ldap://directory.internal')
    entries = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, ''.join(pieces))
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('member/tag/', tag_member, name='tag_member')]
