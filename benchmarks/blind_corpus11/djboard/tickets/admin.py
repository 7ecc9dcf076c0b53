import subprocess

from django.conf import settings
from django.contrib import admin, messages
from django.db import connection

from .models import Attachment, Queue, Ticket


@admin.action(description="Close selected tickets")
def close_tickets(modeladmin, request, queryset):
    ids = list(queryset.values_list("id", flat=True))
    with connection.cursor() as cur:
        cur.execute("UPDATE tickets_ticket SET status = 'closed' WHERE id = ANY(%s)", [ids])
    messages.info(request, "%d tickets closed" % len(ids))


@admin.action(description="Export selected queue to the shared drive")
def export_queue(modeladmin, request, queryset):
    for q in queryset:
        # queue names are free text entered by team leads
        subprocess.call(
            "pg_dump -t tickets_ticket djboard | gzip > '%s/%s.sql.gz'" % (settings.EXPORT_ROOT, q.name), shell=True
        )


@admin.action(description="Archive attachments")
def archive_attachments(modeladmin, request, queryset):
    for t in queryset:
        names = [a.stored_as for a in t.attachments.all()]
        if names:
            subprocess.run(["tar", "-czf", f"{settings.EXPORT_ROOT}/ticket-{t.pk}.tgz", "--", *names],
                           cwd=settings.ATTACHMENT_ROOT, check=False)


@admin.register(Ticket)
class TicketAdmin(admin.ModelAdmin):
    list_display = ("title", "queue", "status", "created")
    actions = [close_tickets, archive_attachments]


@admin.register(Queue)
class QueueAdmin(admin.ModelAdmin):
    actions = [export_queue]


admin.site.register(Attachment)
