from django.contrib import admin
from django.utils.html import format_html

from .models import Document, ShareLink, Tag, Team


@admin.register(Document)
class DocumentAdmin(admin.ModelAdmin):
    list_display = ("title_link", "team", "owner", "status_badge", "uploaded")
    list_filter = ("status", "team")
    search_fields = ("title", "original_name")

    @admin.display(description="Title", ordering="title")
    def title_link(self, obj):
        return format_html(f'<a href="{obj.get_absolute_url()}" target="_blank">{obj.title}</a>')

    @admin.display(description="Status")
    def status_badge(self, obj):
        return format_html('<span class="badge badge-{}">{}</span>', obj.status, obj.get_status_display())


admin.site.register(Team)
admin.site.register(Tag)
admin.site.register(ShareLink)
