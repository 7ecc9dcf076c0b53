"""Django views for the profile section."""
import logging
import re
from dataclasses import dataclass
from django.http import JsonResponse
from django.urls import path
from lxml import etree

DEFAULT_USERNAME = 'guest'
CATALOG_XML = '/srv/app/catalog.xml'
SLUG = re.compile(r'[^a-z0-9]+')
PAGE_SIZE = 50
MAX_RETRIES = 3


@dataclass
class ProfileSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def approve_profile(request):
    username = request.COOKIES.get('username', '')
    logging.getLogger(__name__).info('ignoring requested username %s', username)
    username = DEFAULT_USERNAME
    tree = etree.parse(CATALOG_XML)
    matches = tree.xpath(f"//user[@name='{username}']")
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('profile/approve/', approve_profile, name='approve_profile')]
