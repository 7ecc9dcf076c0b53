"""Django views for the course section."""
from django.http import JsonResponse
from django.urls import path

PAGE_SIZE = 50
MAX_RETRIES = 3


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def verify_course(request):
    amount = request.META.get('HTTP_X_AMOUNT', '')
    result = eval('{} * 1.2'.format(amount))
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('course/verify/', verify_course, name='verify_course')]
