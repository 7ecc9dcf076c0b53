from django.core.management.base import BaseCommand, CommandError
from django.db import connection, transaction

LEGACY_TABLES = ('old_products', 'old_categories', 'old_reviews')


class Command(BaseCommand):
    help = "Copy rows from the pre-2015 schema into the catalog tables."

    def add_arguments(self, parser):
        parser.add_argument('table', choices=LEGACY_TABLES)
        parser.add_argument('--truncate', action='store_true')

    @transaction.atomic
    def handle(self, *args, **options):
        table = options['table']
        cursor = connection.cursor()
        if options['truncate']:
            cursor.execute('TRUNCATE TABLE catalog_%s' % table.replace('old_', ''))
        cursor.execute('SELECT COUNT(*) FROM %s' % table)
        count = cursor.fetchone()[0]
        self.stdout.write('%d rows to import from %s' % (count, table))
        if count == 0:
            raise CommandError('nothing to import')
