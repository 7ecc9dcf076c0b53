"""Django views for the member section."""
import logging
import random
import string
from django.http import JsonResponse
from django.urls import path

log = logging.getLogger(__name__)
PAGE_SIZE = 50
MAX_RETRIES = 3


def merge_member(request):
    rng = random.SystemRandom()
    reset_token = ''.join(rng.choice(string.ascii_letters) for _ in range(24))
    shuffled = random.sample(['a', 'b', 'c'], 3)
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('member/merge/', merge_member, name='merge_member')]
