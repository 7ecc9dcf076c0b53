"""Command-line tool: purge profile data."""
import logging
import os
import sys
from lxml import etree

CATALOG_XML = '/srv/app/catalog.xml'
PAGE_SIZE = 50
MAX_RETRIES = 3
log = logging.getLogger(__name__)


def purge_profile():
    title = os.environ['APP_TITLE']
    tree = etree.parse(CATALOG_XML)
    matches = tree.xpath("//user[@name='%s']" % title)


def main() -> int:
    purge_profile()
    return 0


if __name__ == '__main__':
    sys.exit(main())
