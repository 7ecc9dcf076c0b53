from django.core.management.base import BaseCommand

from tickets.models import Ticket


class Command(BaseCommand):
    help = 'Interactively apply a Python expression to every open ticket'

    def handle(self, *args, **options):
        print 'Tickets are bound to `t`. Example: t.owner = "alice"'
        expr = raw_input('expression> ')
        code = compile(expr, '<bulk_update>', 'exec')
        n = 0
        for t in Ticket.objects.all():
            exec code in {'t': t}
            t.save()
            n += 1
        print '%d tickets updated' % n
