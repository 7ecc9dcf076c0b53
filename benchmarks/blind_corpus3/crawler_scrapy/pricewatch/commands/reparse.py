"""scrapy reparse <spider> [--export out.csv]

Re-run a spider's parse callbacks over the local HTTP cache, then optionally
hand the CSV to the reporting script.  Run by the operator.
"""
import csv
import subprocess

from scrapy.commands import ScrapyCommand
from scrapy.exceptions import UsageError

from pricewatch.cache import iter_cached


class Command(ScrapyCommand):
    requires_project = True

    def syntax(self):
        return "<spider> [--export FILE]"

    def short_desc(self):
        return "Re-parse cached responses"

    def add_options(self, parser):
        super().add_options(parser)
        parser.add_argument("--export", dest="export", default=None)
        parser.add_argument("--report-cmd", dest="report_cmd", default="/opt/pricewatch/bin/report")

    def run(self, args, opts):
        if len(args) != 1:
            raise UsageError()
        spider_cls = self.crawler_process.spider_loader.load(args[0])
        spider = spider_cls()
        rows = []
        for response in iter_cached(self.settings.get("HTTPCACHE_DIR"), spider.name):
            for item in spider.parse_product(response):
                rows.append(dict(item))
        print("re-parsed %d items" % len(rows))
        if opts.export:
            with open(opts.export, "w", newline="") as fh:
                w = csv.DictWriter(fh, fieldnames=sorted({k for r in rows for k in r}))
                w.writeheader()
                w.writerows(rows)
            subprocess.check_call("%s --input %s" % (opts.report_cmd, opts.export), shell=True)
