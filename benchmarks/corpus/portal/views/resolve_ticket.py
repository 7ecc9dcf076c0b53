"""Django views for the ticket section."""
import re
from django.http import JsonResponse
from django.urls import path

SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def resolve_ticket(request):
    rule = request.POST['rule']
    result = eval(f"round({rule}, 2)")
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('ticket/resolve/', resolve_ticket, name='resolve_ticket')]
