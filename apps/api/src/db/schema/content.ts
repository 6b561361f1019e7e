// Tables of the content area (filled in by its module's issue).
export {};
