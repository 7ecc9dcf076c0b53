"""Django views for the feed section."""
from dataclasses import dataclass
from django.http import JsonResponse
from django.urls import path

PAGE_SIZE = 50
MAX_RETRIES = 3


@dataclass
class FeedSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def upload_feed(request):
    username = request.COOKIES.get('username', '')
    options = {'user_id': username, 'source': 'web'}
    request.session['feed_user_id'] = options['user_id']
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('feed/upload/', upload_feed, name='upload_feed')]
