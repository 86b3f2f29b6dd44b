/**
 * The reason dialog's texts and rule shared by a section request queue's one-request and bulk decisions
 * (`SectionRequestQueue`, `useSectionBulk`; issue 36): approve or reject, the answer's label and its 5-character
 * minimum, read from the feature's namespace under `requests.` through `t`. Returns the `DecideDialog` props
 * other than the title, the pending state and the handlers.
 */
export function sectionDecideTexts(t: (key: string) => string, approve: boolean) {
  return {
    okText: approve ? t('requests.approve') : t('requests.reject'),
    cancelText: t('requests.cancel'),
    reasonLabel: approve ? t('requests.answerLabel') : t('requests.rejectReason'),
    reasonPlaceholder: t('requests.answerRule'),
    hint: t('requests.answerRule'),
    minLength: 5,
    danger: !approve,
  }
}
