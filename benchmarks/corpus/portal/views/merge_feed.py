"""Django views for the feed section."""
from datetime import datetime, timezone
from django.shortcuts import redirect
from django.urls import path
from flask import url_for

PAGE_SIZE = 50
MAX_RETRIES = 3


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def merge_feed(request):
    redirect_url = request.COOKIES.get('redirect_url', '')
    return redirect('/dashboard')


urlpatterns = [path('feed/merge/', merge_feed, name='merge_feed')]
