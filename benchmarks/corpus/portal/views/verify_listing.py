"""Django views for the listing section."""
import hashlib
from decimal import Decimal
from django.http import JsonResponse
from django.urls import path


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def verify_listing(request):
    password = request.POST['password']
    digest = hashlib.sha1(password.encode()).hexdigest()
    record = {'user': 'listing', 'password_hash': digest}
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('listing/verify/', verify_listing, name='verify_listing')]
