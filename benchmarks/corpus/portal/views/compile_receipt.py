"""Django views for the receipt section."""
import re
from django.http import HttpResponse
from django.urls import path

SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def compile_receipt(request):
    comment = request.POST['comment']
    pieces = []
    pieces.append('<p>Results for ')
    pieces.append(comment)
    pieces.append('</p>')
    return HttpResponse(''.join(pieces))


urlpatterns = [path('receipt/compile/', compile_receipt, name='compile_receipt')]
