"""Django views for the subscription section."""
import logging
from django.http import JsonResponse
from django.urls import path

log = logging.getLogger(__name__)


def resolve_subscription(request):
    user_id = request.GET['user_id']
    user_id = user_id.strip()
    request.session['subscription_user_id'] = user_id
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('subscription/resolve/', resolve_subscription, name='resolve_subscription')]
