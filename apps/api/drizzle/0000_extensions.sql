-- btree_gist lets one exclusion constraint compare a resource id (=) and a time range (&&).
CREATE EXTENSION IF NOT EXISTS btree_gist;
