import os

from django.core.management.base import BaseCommand

from invoices.exports import render_pdf
from invoices.models import Invoice


class Command(BaseCommand):
    help = "Wipe and regenerate cached invoice PDFs (run by ops after template changes)."

    def add_arguments(self, parser):
        parser.add_argument("--outdir", default="media/pdf")
        parser.add_argument("--since", default=None)

    def handle(self, *args, **options):
        outdir = options["outdir"]
        os.system("rm -rf %s && mkdir -p %s" % (outdir, outdir))
        qs = Invoice.objects.all()
        if options["since"]:
            qs = qs.filter(created__gte=options["since"])
        for invoice in qs.iterator():
            render_pdf(invoice, os.path.join(outdir, "%s.pdf" % invoice.number))
            self.stdout.write(invoice.number)
