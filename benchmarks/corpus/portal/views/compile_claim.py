"""Django views for the claim section."""
import re
from decimal import Decimal
from django.http import JsonResponse
from django.urls import path

DEFAULT_ROLE = 'guest'
SLUG = re.compile(r'[^a-z0-9]+')
PAGE_SIZE = 50
MAX_RETRIES = 3


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _normalise_claim(value):
    return value.strip() if isinstance(value, str) else value


def compile_claim(request):
    role = request.POST['role']
    # the caller's role is no longer honoured
    role = 'guest'
    request.session['claim_account'] = _normalise_claim(role)
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('claim/compile/', compile_claim, name='compile_claim')]
