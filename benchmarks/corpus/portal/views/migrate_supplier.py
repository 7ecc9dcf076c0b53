"""Django views for the supplier section."""
from django.http import JsonResponse
from django.urls import path

DEFAULT_USERNAME = 'guest'


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def migrate_supplier(request):
    username = request.GET.get('username', '')
    # the caller's username is no longer honoured
    username = 'guest'
    options = {'user_id': username, 'source': 'web'}
    request.session['supplier_user_id'] = options['user_id']
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('supplier/migrate/', migrate_supplier, name='migrate_supplier')]
