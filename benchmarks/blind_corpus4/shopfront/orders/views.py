import os

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import HttpResponse, Http404
from django.shortcuts import get_object_or_404, redirect, render

from orders.cart import Cart, COOKIE_NAME
from orders.models import Order


def add_to_cart(request):
    cart = Cart.from_request(request)
    cart.add(int(request.POST['product_id']), int(request.POST.get('qty', 1)))
    response = redirect('cart')
    response.set_cookie(COOKIE_NAME, cart.serialize(), httponly=True, secure=True)
    return response


def show_cart(request):
    cart = Cart.from_request(request)
    response = render(request, 'orders/cart.html', {'cart': cart})
    response['ETag'] = cart.etag()
    return response


@login_required
def invoice_pdf(request, pk):
    order = get_object_or_404(Order, pk=pk, customer=request.user)
    path = os.path.join(settings.INVOICE_ROOT, '%d.pdf' % order.pk)
    if not os.path.exists(path):
        raise Http404
    with open(path, 'rb') as fh:
        data = fh.read()
    response = HttpResponse(data, content_type='application/pdf')
    response['Content-Disposition'] = 'attachment; filename="facture-%d.pdf"' % order.pk
    return response


@login_required
def download_export(request):
    name = request.GET.get('file', '')
    path = os.path.join(settings.EXPORT_ROOT, request.user.username, name)
    try:
        fh = open(path, 'rb')
    except IOError:
        raise Http404
    response = HttpResponse(fh.read(), content_type='text/csv')
    response['Content-Disposition'] = 'attachment; filename="%s"' % os.path.basename(name)
    return response
