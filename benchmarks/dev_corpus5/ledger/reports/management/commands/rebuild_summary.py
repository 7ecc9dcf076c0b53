from django.conf import settings
from django.core.management.base import BaseCommand
from django.db import connection, transaction


class Command(BaseCommand):
    help = 'Rebuild the monthly summary table from reports_entry.'

    def add_arguments(self, parser):
        parser.add_argument('--table', default=settings.SUMMARY_TABLE,
                            help='Target table (defaults to settings.SUMMARY_TABLE)')

    def handle(self, *args, **options):
        table = options['table']
        sql = (
            'DELETE FROM {t}; '
            'INSERT INTO {t} (company_id, month, total) '
            "SELECT company_id, date_trunc('month', posted_at), SUM(amount) "
            'FROM reports_entry GROUP BY 1, 2'
        ).format(t=table)
        with transaction.atomic():
            with connection.cursor() as cursor:
                cursor.execute(sql)
        self.stdout.write(self.style.SUCCESS('Rebuilt %s' % table))
