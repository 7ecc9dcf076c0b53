from django.conf.urls import include, url
from django.contrib import admin

from accounts import views as account_views
from legacy import views_old
from reports import views as report_views

v1_patterns = [
    url(r'^entries/$', views_old.v1_entries),
    url(r'^note/$', views_old.v1_note),
    url(r'^filters/restore/$', views_old.v1_restore_filters),
    url(r'^view/restore/$', views_old.v1_restore_view),
    url(r'^import/$', views_old.v1_import),
    url(r'^import/preview/$', views_old.v1_import_preview),
    url(r'^export/csv/$', views_old.v1_export_csv),
    url(r'^export/bundle/$', views_old.v1_export_bundle),
]

urlpatterns = [
    url(r'^admin/', admin.site.urls),
    url(r'^accounts/login/$', account_views.login_view, name='login'),
    url(r'^accounts/switch/$', account_views.switch_company, name='switch-company'),
    url(r'^accounts/token/$', account_views.issue_api_token, name='api-token'),
    url(r'^accounts/remember/$', account_views.remember_device, name='remember-device'),
    url(r'^accounts/people/$', account_views.people_search, name='people-search'),
    url(r'^reports/ledger/(?P<account_code>[\w-]+)/$', report_views.ledger_view, name='ledger'),
    url(r'^reports/tags/$', report_views.tag_report, name='tag-report'),
    url(r'^reports/accounts/(?P<account_id>\d+)/badge/$', report_views.account_badge, name='account-badge'),
    url(r'^reports/memos/$', report_views.search_memos, name='memo-search'),
    url(r'^reports/export-status/$', report_views.export_status, name='export-status'),
    url(r'^reports/(?P<report_id>\d+)/run/$', report_views.run_report, name='run-report'),
    url(r'^reports/fx/$', report_views.fx_view, name='fx'),
    url(r'^reports/period/$', report_views.period_view, name='period'),
    url(r'^downloads/export/$', report_views.download_export, name='download-export'),
    url(r'^downloads/statement/$', report_views.download_statement, name='download-statement'),
    url(r'^api/v1/', include(v1_patterns)),
]
