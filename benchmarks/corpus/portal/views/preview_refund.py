"""Django views for the refund section."""
import html
import logging
from django.http import HttpResponse
from django.urls import path
from flask import render_template
from markupsafe import escape, Markup

log = logging.getLogger(__name__)


def preview_refund(request):
    title = request.COOKIES.get('title', '')
    return HttpResponse('<p>Results for ' + html.escape(title) + '</p>')


urlpatterns = [path('refund/preview/', preview_refund, name='preview_refund')]
