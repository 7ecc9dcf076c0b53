import logging

import requests
from django.conf import settings
from django.core import signing
from django.http import HttpResponse, HttpResponseBadRequest, HttpResponseRedirect
from django.shortcuts import get_object_or_404
from django.views.decorators.csrf import csrf_exempt

from orders.models import Order

log = logging.getLogger(__name__)

ALLOWED_RETURN_PATHS = ('/cart/', '/account/orders/', '/')


def start_payment(request, pk):
    order = get_object_or_404(Order, pk=pk, customer=request.user)
    state = signing.dumps({'order': order.pk, 'back': request.GET.get('back', '/')})
    return HttpResponseRedirect('%spay?merchant=%s&ref=%s&state=%s' % (
        settings.PAYMENT_GATEWAY['endpoint'], settings.PAYMENT_GATEWAY['merchant_id'],
        order.reference, state))


def payment_return(request):
    try:
        state = signing.loads(request.GET.get('state', ''), max_age=3600)
    except signing.BadSignature:
        return HttpResponseBadRequest('bad state')
    back = state.get('back')
    if back not in ALLOWED_RETURN_PATHS:
        back = '/'
    return HttpResponseRedirect(back)


@csrf_exempt
def gateway_notify(request):
    """Server-to-server notification from the gateway."""
    ref = request.POST.get('ref')
    verify_url = request.POST.get('verify_url')
    resp = requests.post(verify_url, data=request.POST, timeout=10)
    if resp.text.strip() != 'VERIFIED':
        log.warning('unverified notify for %s', ref)
        return HttpResponse('ignored')
    order = get_object_or_404(Order, reference=ref)
    order.status = 'paid'
    order.save()
    return HttpResponse('ok')


def refresh_status(order):
    url = '%stransactions/%s' % (settings.PAYMENT_GATEWAY['endpoint'], int(order.pk))
    resp = requests.get(url, auth=(settings.PAYMENT_GATEWAY['merchant_id'], settings.PAYMENT_GATEWAY['secret_key']), timeout=10)
    return resp.json().get('status')
