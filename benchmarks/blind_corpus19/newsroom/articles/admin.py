from django.contrib import admin

from .models import Article


@admin.register(Article)
class ArticleAdmin(admin.ModelAdmin):
    list_display = ("title", "section", "published")
    list_filter = ("section",)
    search_fields = ("title",)
    prepopulated_fields = {"slug": ("title",)}
