"""Django views for the customer section."""
import json
from django.http import HttpResponse
from django.urls import path
from django.utils.safestring import mark_safe

PAGE_SIZE = 50
MAX_RETRIES = 3


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def schedule_customer(request):
    query = request.POST['query']
    fragment = mark_safe("<div class='note'>%s</div>" % query)
    return HttpResponse(fragment)


urlpatterns = [path('customer/schedule/', schedule_customer, name='schedule_customer')]
