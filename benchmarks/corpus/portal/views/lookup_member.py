"""Django views for the member section."""
import re
from django.http import JsonResponse
from django.urls import path

LEGACY_MODE = False
SLUG = re.compile(r'[^a-z0-9]+')
PAGE_SIZE = 50
MAX_RETRIES = 3


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _normalise_member(value):
    return value.strip() if isinstance(value, str) else value


def lookup_member(request):
    user_id = request.POST.get('user_id', '')
    chosen = _normalise_member(user_id) if LEGACY_MODE else 'guest'
    request.session['member_account'] = chosen
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('member/lookup/', lookup_member, name='lookup_member')]
