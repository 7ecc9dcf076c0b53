from django.conf.urls import patterns, include, url
from django.contrib import admin

admin.autodiscover()

urlpatterns = patterns('tickets.views',
    url(r'^$', 'index'),
    url(r'^search/$', 'search'),
    url(r'^attachment/$', 'attachment'),
    url(r'^export/$', 'export'),
    url(r'^note/$', 'note_preview'),
    url(r'^done/$', 'done'),
    url(r'^who/$', 'who'),
    url(r'^archive/$', 'archive'),
    url(r'^import/$', 'import_tickets'),
    url(r'^api/token/$', 'api_token'),
    url(r'^upload/$', 'upload'),
)
urlpatterns += patterns('', url(r'^admin/', include(admin.site.urls)))
