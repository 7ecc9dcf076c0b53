import os

DSN = os.environ.get("YOGA_DSN", "dbname=yoga")
MEDIA_DIR = "/srv/yoga/media"
REPORT_DIR = "/srv/yoga/reports"
INVOICE_DIR = "/srv/yoga/invoices"
BLOG_FEED = "https://lotuslane-yoga.example/blog/feed.xml"
